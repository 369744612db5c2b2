// Types of skip-reporter.js (plain JavaScript: Jest loads reporters untransformed).
export default class SkipReporter {
  onRunComplete(
    contexts: unknown,
    results: {
      testResults: Array<{
        testFilePath: string;
        testResults: Array<{ status: string; ancestorTitles: string[] }>;
      }>;
    },
  ): void;
}
