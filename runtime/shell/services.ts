/** The runtime's single instances: stores, the API client and the typed APIs, wired together once. */
import { createApiClient, type ApiEvents } from '../api/api-client.js';
import { authApi } from '../api/auth-api.js';
import { createEmitter } from '../api/emitter.js';
import type { AlarmChange } from '../../descriptors/lib/alarms/alarm.js';
import type { NotificationChange } from '../../descriptors/lib/notifications/notification.js';
import { shellApi } from '../api/shell-api.js';
import { createSocketClient } from '../api/socket-client.js';
import { socketUrlOf } from '../api/socket-routing.js';
import { socketPath } from '../../descriptors/lib/socket-protocol.js';
import { createTokenStore } from '../api/token-store.js';
import { currentBasePath, storageKey } from './app-path.js';
import { createLanguageStore } from './language-store.js';
import { createLazyI18n } from './lazy-i18n.js';
import { createMenuModeStore } from './menu-mode.js';
import { createSessionStore } from './session-store.js';
import { createThemeStore } from './theme-store.js';

export const themeStore = createThemeStore({ storage: localStorage, key: storageKey('theme'), events: window });

const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
export const languageStore = createLanguageStore({ storage: localStorage, key: storageKey('language'), browserLanguages, document });
const lazyI18n = createLazyI18n(languageStore.get());
export const i18n = lazyI18n.i18n;
/** Settles once the first language's catalogue is loaded: the app renders after it. */
export const i18nReady = lazyI18n.ready;
languageStore.subscribe((language) => { void i18n.changeLanguage(language); });

export const menuModeStore = createMenuModeStore({ storage: localStorage, key: storageKey('menu_mode') });

export const apiEvents = createEmitter<ApiEvents>();
export const tokens = createTokenStore({ storage: localStorage, key: storageKey('token'), events: window });
export const api = createApiClient({ tokens, events: apiEvents, language: () => languageStore.get() });
export const auth = authApi(api);
export const shell = shellApi(api);
/** Pushed changes of the user's notifications, for the bell (buffered 500 ms by the socket client). */
export const notificationChanges = createEmitter<{ changes: NotificationChange[] }>();
/** Registers a listener of pushed notification changes; answers its removal. */
export const onNotificationChanges = (listener: (changes: NotificationChange[]) => void) => notificationChanges.on('changes', listener);
/** Pushed new or changed alarm episodes (socket target `alarm`), for the alarm screens. */
export const alarmChanges = createEmitter<{ change: AlarmChange }>();
/** Registers a listener of pushed alarm episodes; answers its removal. */
export const onAlarmChange = (listener: (change: AlarmChange) => void) => alarmChanges.on('change', listener);
/** The live socket: started by the signed-in layout; pushed notices become notices like server messages, notification changes go to the bell. */
export const socket = createSocketClient({
  url: socketUrlOf(window.location, socketPath), tokens, WebSocket: window.WebSocket,
  onNotifications: (messages) => apiEvents.emit('messages', messages),
  onNotificationChanges: (changes) => notificationChanges.emit('changes', changes),
  onAlarmChange: (change) => alarmChanges.emit('change', change),
});

/** Calls back each time the socket is ready again after being away (pushes were missed meanwhile); answers the removal. */
export const onSocketReady = (listener: () => void) => socket.onPhase((phase) => { if (phase === 'ready') listener(); });

export const sessionStore = createSessionStore({
  auth, shell, tokens, client: api,
  leave: (url) => window.location.assign(url),
  rootUrl: currentBasePath(),
});

apiEvents.on('loginRequired', () => sessionStore.requireLogin());
apiEvents.on('sessionReset', () => sessionStore.reset());
apiEvents.on('licenceMissing', ({ message }) => sessionStore.setLicenceMissing(message));
