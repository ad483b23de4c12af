import { routes } from './routes';

describe('the routes this remote exposes', () => {
  it('serve the current user to Admin and User (SPEC §2 route table)', () => {
    expect(routes.map(({ path, roles, title }) => ({ path, roles, title }))).toContainEqual({
      path: 'get',
      roles: ['Admin', 'User'],
      title: 'List Current User',
    });
  });
});
