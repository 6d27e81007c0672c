// A mail form in the panel: opened from Also on this page (or pointed at).
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { MailFormEditor } from './MailFormEditor';

export const mailformInPanel: KindInPanel<EditorProps<NumberedRef<'mailform'>>> = { Editor: MailFormEditor };
