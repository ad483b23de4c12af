import { ServiceError } from '@scheduler/shared-domain/errors';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';
import { InEnglish } from './testing';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('LoginForm', () => {
  it('keeps Login disabled until both fields are filled, then signs in with them', async () => {
    const onSignIn = jest.fn(async () => undefined);
    render(<LoginForm onSignIn={onSignIn} />, { wrapper: InEnglish });
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await waitFor(() => expect(login).toBeEnabled());

    await userEvent.click(login);
    expect(onSignIn).toHaveBeenCalledWith({ username: 'grace', password: 'secret' });

    // Enter in a complete form signs in once.
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });

  it('signs in with a form filled and submitted at once, before its rules have downloaded', async () => {
    const onSignIn = jest.fn(async () => undefined);
    render(<LoginForm onSignIn={onSignIn} />, { wrapper: InEnglish });
    // As a password manager does: both values set and the form submitted in one go, with no focus first.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'grace' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledWith({ username: 'grace', password: 'secret' }));
  });

  it('says which field is required once it was touched', async () => {
    render(<LoginForm onSignIn={jest.fn()} />, { wrapper: InEnglish });
    await userEvent.click(screen.getByLabelText('Username'));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('says what is missing when Enter is pressed in an empty or half-filled form, and focuses it', async () => {
    const onSignIn = jest.fn(async () => undefined);
    render(<LoginForm onSignIn={onSignIn} />, { wrapper: InEnglish });
    await userEvent.click(screen.getByLabelText('Username'));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Username'), 'grace{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('shows a refused sign-in in the red alert', async () => {
    const onSignIn = jest.fn(async () => {
      throw new ServiceError({ error: 'Incorrect username/password.', status: 401, url: '/api/users/authenticate' });
    });
    render(<LoginForm onSignIn={onSignIn} />, { wrapper: InEnglish });
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username/password.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('keeps the focus on Login while signing in, and signs in once however often it is pressed', async () => {
    let answer: () => void = () => {};
    const onSignIn = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<LoginForm onSignIn={onSignIn} />, { wrapper: InEnglish });
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    const login = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    expect(login).toHaveFocus();
    expect(login).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSignIn).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(login).not.toHaveAttribute('aria-disabled'));
  });
});
