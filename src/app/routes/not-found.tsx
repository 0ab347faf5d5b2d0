import { NotFoundMessage } from '@/app/layout/not-found-message';

export { NotFoundMessage as Component };
