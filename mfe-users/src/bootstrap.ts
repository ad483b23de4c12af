import { mountStandalone } from '@scheduler/shared-ui/standalone';
import { routes } from './routes';

mountStandalone('users', routes);
