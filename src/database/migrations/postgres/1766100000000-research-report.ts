import { ResearchReport } from '../both/1766100000000-research-report.js';

/** The same SQL on both dialects (../both); TypeORM records this class's name. */
export class ResearchReportPostgres1766100000000 extends ResearchReport {
  name = 'ResearchReportPostgres1766100000000';
}
