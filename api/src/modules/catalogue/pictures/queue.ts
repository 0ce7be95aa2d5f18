import { HttpError } from '../../../http/errors';

/**
 * Uploads are turned into their files one at a time per process: sharp already spreads one picture over
 * its threads (libuv's pool), and a decoded 40 MP picture holds 160 MB, so running several at once would
 * only add memory. A bounded number wait their turn; one more is told to come back.
 */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor(private readonly limit: number) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queued >= this.limit) {
      return Promise.reject(
        new HttpError(503, 'Сейчас обрабатываются другие фотографии: повторите загрузку через минуту', {
          'retry-after': '30',
        }),
      );
    }
    this.queued++;
    const result = this.tail.then(work);
    this.tail = result.then(
      () => this.queued--,
      () => this.queued--,
    );
    return result;
  }
}
