export { plural, t, tSplit, type MessageKey, type PluralKey } from './messages';
export { formatDate, formatDateTime, formatNumber, formatTime, uiLanguage } from './format';
