// Interests (tech entries and bio keywords) and pain points (only where a company fact points
// to one). Each returns the citations of the facts it used.
import type { FactView } from './intelligence-facts.js';
import type { Written } from './intelligence-profile.js';
import type { Citation } from '../types.js';

/** Bio phrases worth a conversation, as data: pattern on the lowercased bio -> interest. */
const BIO_INTERESTS: ReadonlyArray<[RegExp, string]> = [
  [/\bopen[- ]source\b/, 'Open source'],
  [/\b(machine learning|ml|deep learning)\b/, 'Machine learning'],
  [/\b(ai|artificial intelligence|llms?)\b/, 'AI'],
  [/\b(devops|sre|infrastructure)\b/, 'Infrastructure'],
  [/\bkubernetes|k8s\b/, 'Kubernetes'],
  [/\b(security|infosec)\b/, 'Security'],
  [/\b(data engineering|analytics|data science)\b/, 'Data'],
  [/\b(design systems?|ux|user experience)\b/, 'Design'],
  [/\b(startups?|founders?)\b/, 'Startups'],
  [/\b(developer experience|dx|devtools|developer tools)\b/, 'Developer tools'],
];

export function writeInterests(facts: FactView): Written<string[]> {
  const seen = new Set<string>();
  const out: string[] = [];
  const cites: Citation[] = [];
  for (const entry of facts.tech().slice(0, 8)) {
    seen.add(entry.value.toLowerCase());
    out.push(entry.value);
    cites.push(entry.citation);
  }
  const bio = facts.text('bio', 1000);
  if (bio) {
    const lower = bio.value.toLowerCase();
    for (const [pattern, label] of BIO_INTERESTS) {
      if (pattern.test(lower) && !seen.has(label.toLowerCase())) {
        seen.add(label.toLowerCase());
        out.push(label);
        if (!cites.includes(bio.citation)) cites.push(bio.citation);
      }
    }
  }
  return { value: out, cites };
}

/** Only pains a company fact points to; people-only records get none. */
export function writePainPoints(facts: FactView): Written<string[]> {
  const out: string[] = [];
  const cites: Citation[] = [];
  const range = facts.text('employeeRange', 20);
  if (range && (range.value === '1-10' || range.value === '11-50')) {
    out.push(
      `Small team (${range.value} employees): little time for manual work`,
    );
    cites.push(range.citation);
  }
  const funding = facts.text('fundingStage', 30);
  if (funding && /\b(pre-?seed|seed|series [ab])\b/i.test(funding.value)) {
    out.push(
      `Recently funded (${funding.value}): under pressure to grow quickly`,
    );
    cites.push(funding.citation);
  }
  return { value: out, cites };
}
