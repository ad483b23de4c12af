import { fakeCurrentUser } from '@scheduler/shared-auth/testing';
import { LIVE_REGION_ID } from '@scheduler/shared-ui/announce';
import { answer, sentTo } from '@scheduler/shared-ui/mock-network';
import { renderAt, signInAs } from '@scheduler/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutEverywhere } from './sign-out-everywhere';

beforeEach(() => signInAs(fakeCurrentUser('User')));

describe('Sign out everywhere else on user/get', () => {
  it('ends every other session after a confirm, the API tokens too when asked, and says so', async () => {
    const ended = 'Every other session and every API token of yours has ended.';
    answer('POST', '/users/sign-out-everywhere', { message: ended });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderAt('/user/get', <SignOutEverywhere />);
    const action = screen.getByRole('button', { name: 'Sign out everywhere else' });
    await userEvent.click(action);
    expect(sentTo('POST', '/users/sign-out-everywhere')).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Revoke my API tokens too' }));
    await userEvent.click(action);
    expect(await screen.findByText(ended)).toHaveFocus();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(sentTo('POST', '/users/sign-out-everywhere')).toEqual([{ apiTokens: true }]);
    expect(document.getElementById(LIVE_REGION_ID)).toHaveTextContent(ended);
  });
});
