import { ServiceError } from '@scheduler/shared-domain/errors';
import { render, screen } from '@testing-library/react';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('shows the server text after the first colon in an alert and scrolls it into view', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <ErrorAlert failure={new ServiceError({ error: 'Incorrect username/password.', status: 401, url: '/api' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Incorrect username\/password\.$/);
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('adds the backend hint to an Unknown error', () => {
    render(<ErrorAlert failure={new ServiceError({ error: 'Unknown Error', status: 0, url: '/api' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Error - Possible no connection with backend server.');
  });

  it('shows nothing for a blank message', () => {
    const { container } = render(<ErrorAlert failure={new ServiceError({ error: '  ', status: 400, url: '/api' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
