import { useState } from 'preact/hooks';

/** A form's submit: busy while it runs, its failure's message shown, the form kept as typed. */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      // Starts at once, inside the user's gesture (permissions.request needs it).
      await action();
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
