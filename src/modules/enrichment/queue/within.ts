/**
 * Settles with `work`, or rejects after `ms`. A queue call during a Redis outage can wait in the
 * client's offline queue indefinitely; no caller of the queue may wait that long (a create must
 * answer, a reconciler pass must end so the next one can run).
 */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`queue did not answer in ${ms} ms`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
