import type pg from 'pg'

/**
 * Runs `work` in one transaction on a client of `pool` (outside Payload's own transactions): committed when it
 * returns, rolled back when it throws. A client that failed mid-transaction is destroyed, not handed to the next caller.
 */
export async function inPoolTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    broken = error as Error
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release(broken)
  }
}
