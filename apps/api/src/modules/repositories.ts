import type { Database } from '../db/client';
import { JobsRepository } from '../jobs/jobs.repository';
import { PortfolioRepository } from './portfolio/portfolio.repository';

export type Repositories = {
  jobs: JobsRepository;
  portfolio: PortfolioRepository;
};

/** Runs work in one database transaction, with repositories bound to it. */
export type Transaction<R extends keyof Repositories> = <T>(
  work: (repositories: Pick<Repositories, R>) => Promise<T>,
) => Promise<T>;

export function createTransaction(db: Database): Transaction<keyof Repositories> {
  return (work) =>
    db.transaction((tx) =>
      work({
        jobs: new JobsRepository(tx as unknown as Database),
        portfolio: new PortfolioRepository(tx as unknown as Database),
      }),
    );
}
