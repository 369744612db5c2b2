import { ResearchReport } from '../both/1766100000000-research-report.js';

/** The same SQL on both dialects (../both); TypeORM records this class's name. */
export class ResearchReportSqlite1766100000000 extends ResearchReport {
  name = 'ResearchReportSqlite1766100000000';
}
