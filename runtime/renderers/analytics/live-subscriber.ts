/** Live pages of a signed-in user hear new values through the tab's socket (`measures/latest`, docs/websocket.md). */
import { measuresLatestIdentifier } from '../../../descriptors/lib/live-measures.js';
import { socket } from '../../shell/services.js';
import type { LiveSubscriber } from './use-page-data.js';

export const subscribeToLatest: LiveSubscriber = (parameters, onPush) =>
  socket.subscribe(measuresLatestIdentifier, parameters, () => onPush());
