import { chooseLanguage } from '@scheduler/shared-auth';
import { loadCatalogs } from '@scheduler/shared-domain/catalog-files';
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

  it('takes the focus instead, where the failure ended what the user was doing (a save, a delete)', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const refusal = new ServiceError({ error: 'Meeting clashes.', status: 409, url: '/api' });
    const { rerender } = render(<ErrorAlert failure={refusal} reveal="focus" />);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The same words again, from a second try: the focus comes back to them.
    screen.getByRole('alert').blur();
    rerender(
      <ErrorAlert failure={new ServiceError({ error: 'Meeting clashes.', status: 409, url: '/api' })} reveal="focus" />,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves the scroll alone when the form has focused the field the message names', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<ErrorAlert failure={new Error('Venue Name is required.')} reveal="none" />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('adds the backend hint to an Unknown error', () => {
    render(<ErrorAlert failure={new ServiceError({ error: 'Unknown Error', status: 0, url: '/api' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Error - Possible no connection with backend server.');
  });

  it('words the backend hint in the screens’ language', async () => {
    await loadCatalogs('pl', ['shell']);
    chooseLanguage('pl');
    try {
      render(<ErrorAlert failure={new ServiceError({ error: 'Unknown Error', status: 0, url: '/api' })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Unknown Error – możliwy brak połączenia z serwerem.');
    } finally {
      chooseLanguage('en');
      localStorage.clear();
    }
  });

  it('shows nothing for a blank message', () => {
    const { container } = render(<ErrorAlert failure={new ServiceError({ error: '  ', status: 400, url: '/api' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
