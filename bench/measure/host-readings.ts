// Which readings of the host's speed judge which figures. A shared host's reference workload
// (machine-speed.ts) swings within minutes: in one quiet run here it read 24 ms right before the
// page loads, 34 ms right after them and 26–66 ms between other steps. A part of the run (a step,
// a page the panel opens on, an editor typed into) is judged by every reading from right before
// it to right after it (the next part's first), and the readings taken during it where it lasts
// minutes: by their median, so no one reading decides, and a part is judged by the host it ran on.
import { judgeOnHost, judgeScaledFiguresOnHost, medianReading } from './report.ts';

export class HostReadings {
  /** Each part's readings, in the order taken; its figures are judged by their median. */
  readonly byPart: Record<string, number[]>;
  private current: number[] | null = null;

  constructor(byPart: Record<string, number[]> = {}) {
    this.byPart = byPart;
  }

  /** A reading right before `part`: the last of the part before, and the first of this one. */
  before(part: string, ms: number): void {
    this.close(ms);
    this.current = [ms];
    this.byPart[part] = this.current;
    // Figures made before the part's last reading are judged by what is known so far, then again.
    judgeOnHost(ms);
  }

  /** A reading taken while the current part runs (between launches of its browsers). */
  during(ms: number): void {
    this.current?.push(ms);
  }

  /** The reading after the last part. */
  end(ms: number): void {
    this.close(ms);
  }

  private close(ms: number): void {
    if (!this.current) return;
    this.current.push(ms);
    judgeScaledFiguresOnHost(medianReading(this.current));
    this.current = null;
  }
}
