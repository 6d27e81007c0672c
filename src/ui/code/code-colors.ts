// The editor follows the panel's light or dark look (prefers-color-scheme): CodeMirror's own
// dark variants for the cursor, selection, panels and tooltips, and syntax colours readable on
// the dark background. In the light look the default highlight style applies (the fallback).
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, type Extension } from '@codemirror/state';
import { EditorView, ViewPlugin } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const darkHighlightStyle = HighlightStyle.define([
  { tag: tags.meta, color: '#a3acbd' },
  { tag: tags.link, textDecoration: 'underline' },
  { tag: tags.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: tags.keyword, color: '#d7a6ff' },
  { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: '#9ab8ff' },
  { tag: [tags.literal, tags.inserted], color: '#8fdca8' },
  { tag: [tags.string, tags.deleted], color: '#ffa99c' },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#ffb877' },
  { tag: tags.definition(tags.variableName), color: '#8fb8ff' },
  { tag: tags.local(tags.variableName), color: '#c0b0ff' },
  { tag: [tags.typeName, tags.namespace], color: '#7fd8c0' },
  { tag: tags.className, color: '#86d4e6' },
  { tag: [tags.special(tags.variableName), tags.macroName], color: '#a9d3dc' },
  { tag: tags.definition(tags.propertyName), color: '#a4bcff' },
  { tag: tags.comment, color: '#d2ae7c' },
  { tag: tags.invalid, color: '#ff7b72' },
], { themeType: 'dark' });

const DARK = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  return typeof matchMedia === 'function' ? matchMedia(DARK) : undefined;
}

/** The colours of one editor, switching with the system's light or dark setting. */
export function panelColors(): Extension {
  const scheme = new Compartment();
  const follow = ViewPlugin.define((view) => {
    const query = darkQuery();
    const changed = () => view.dispatch({ effects: scheme.reconfigure(EditorView.darkTheme.of(Boolean(query?.matches))) });
    query?.addEventListener('change', changed);
    return { destroy: () => query?.removeEventListener('change', changed) };
  });
  return [
    scheme.of(EditorView.darkTheme.of(Boolean(darkQuery()?.matches))),
    follow,
    syntaxHighlighting(darkHighlightStyle),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  ];
}
