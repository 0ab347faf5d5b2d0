import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { holdHandlers } from './scenarios/hold';

export const worker = setupWorker(...holdHandlers, ...handlers);
