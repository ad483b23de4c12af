import { authStore } from '@scheduler/shared-auth';
import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { act, render, screen } from '@testing-library/react';
import { SignedInUser } from './signed-in-user';

describe('SignedInUser', () => {
  it('follows the shared auth store', () => {
    authStore.setState({ currentUser: null, loggedIn: false, admin: false });
    const { container } = render(<SignedInUser />);
    expect(container).toBeEmptyDOMElement();

    act(() => authStore.setState({ currentUser: fakeCurrentUser('Admin'), loggedIn: true, admin: true }));
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Signed in as grace (Admin)');
  });
});
