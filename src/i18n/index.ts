export { plural, t, tSplit, type MessageKey, type PluralKey } from './messages';
export { DATE_MS_MAX, formatAgo, formatClock, formatDate, formatDateTime, formatMegabytes, formatNumber, formatTime, uiLanguage } from './format';
export { altKeyName } from './keys';
