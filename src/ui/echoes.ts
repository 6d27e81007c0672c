// An editor that passes its text on (held changes, onChange) may be handed an earlier one back:
// effects run after the paint (in a panel drawing no frame, up to 100 ms later), so a render's
// value can arrive after the owner typed on, with a long text often. A text the editor itself
// passed on is an echo of the owner's typing, never a text from outside: taking it for one would
// load it over the keys typed since (the caret to the start, undo cleared).

/** Texts passed on and not yet handed back, at most this many (oldest dropped). */
const MAX_ECHOES = 64;

export interface Echoes {
  /** The editor passed `text` on. */
  passed(text: string): void;
  /**
   * Whether `value`, handed to the editor, is a text it passed on itself (or its own current
   * text, `current`): then it and those passed before it are forgotten, and nothing is loaded.
   */
  echo(value: string, current: string): boolean;
}

export function echoes(): Echoes {
  let waiting: string[] = [];
  return {
    passed(text) {
      waiting.push(text);
      if (waiting.length > MAX_ECHOES) waiting.shift();
    },
    echo(value, current) {
      if (value === current) {
        waiting = [];
        return true;
      }
      const at = waiting.indexOf(value);
      // An earlier keystroke's text; the later ones are on their way.
      if (at >= 0) waiting.splice(0, at + 1);
      else waiting = [];
      return at >= 0;
    },
  };
}
