import { NotFoundMessage } from './not-found-message';

export { NotFoundMessage as Component };
