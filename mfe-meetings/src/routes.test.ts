import { routes } from './routes';

describe('the routes this remote exposes', () => {
  it('serve the section list to Admin and User (SPEC §2 route table)', () => {
    expect(routes.map(({ path, roles, title }) => ({ path, roles, title }))).toContainEqual({
      path: '',
      roles: ['Admin', 'User'],
      title: 'List Meetings',
    });
  });
});
