// What a domain's public DNS says about the services it uses, as data: add a row to detect a new
// service. MX patterns are tested against each exchange host (lowercase, no trailing dot); TXT
// patterns against each whole TXT record (SPF `include:`s and domain-verification tokens).
// Verification tokens prove an account was set up once, not that it is still in use; that is
// good enough for a tech-stack hint and each fact cites the record so a reader can judge.
export interface DnsFingerprint {
  record: 'mx' | 'txt';
  pattern: RegExp;
  technology: string;
}

const mx = (pattern: RegExp, technology: string): DnsFingerprint => ({
  record: 'mx',
  pattern,
  technology,
});
const txt = (pattern: RegExp, technology: string): DnsFingerprint => ({
  record: 'txt',
  pattern,
  technology,
});

export const DNS_FINGERPRINTS: readonly DnsFingerprint[] = [
  // Mail providers, from MX
  mx(/(^|\.)(google\.com|googlemail\.com)$/, 'Google Workspace'),
  mx(/\.mail\.protection\.outlook\.com$/, 'Microsoft 365'),
  mx(/(^|\.)zoho\.(com|eu|in|com\.au|jp|com\.cn)$/, 'Zoho Mail'),
  mx(/(^|\.)protonmail\.ch$/, 'Proton Mail'),
  mx(/(^|\.)messagingengine\.com$/, 'Fastmail'),
  mx(/(^|\.)mimecast(-offshore)?\.(com|co\.za)$/, 'Mimecast'),
  mx(/(^|\.)pphosted\.com$/, 'Proofpoint'),
  mx(/(^|\.)ppe-hosted\.com$/, 'Proofpoint Essentials'),
  mx(/^inbound-smtp\.[a-z0-9-]+\.amazonaws\.com$/, 'Amazon SES'),
  mx(/(^|\.)awsapps\.com$/, 'Amazon WorkMail'),
  mx(/(^|\.)barracudanetworks\.com$/, 'Barracuda'),
  mx(/(^|\.)mailgun\.org$/, 'Mailgun'),
  mx(/(^|\.)secureserver\.net$/, 'GoDaddy Email'),
  mx(/(^|\.)mail\.icloud\.com$/, 'iCloud Mail'),
  mx(/(^|\.)emailsrvr\.com$/, 'Rackspace Email'),
  mx(/(^|\.)yandex\.(net|ru)$/, 'Yandex Mail'),
  // Mail senders and providers, from SPF includes
  txt(/^v=spf1\b.*\binclude:_spf\.google\.com\b/, 'Google Workspace'),
  txt(/^v=spf1\b.*\binclude:spf\.protection\.outlook\.com\b/, 'Microsoft 365'),
  txt(/^v=spf1\b.*\binclude:sendgrid\.net\b/, 'SendGrid'),
  txt(/^v=spf1\b.*\binclude:_spf\.salesforce\.com\b/, 'Salesforce'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*hubspotemail\.net\b/, 'HubSpot'),
  txt(/^v=spf1\b.*\binclude:mail\.zendesk\.com\b/, 'Zendesk'),
  txt(/^v=spf1\b.*\binclude:(\w+\.)?mailgun\.org\b/, 'Mailgun'),
  txt(
    /^v=spf1\b.*\binclude:(servers\.mcsv\.net|spf\.mandrillapp\.com)\b/,
    'Mailchimp',
  ),
  txt(/^v=spf1\b.*\binclude:amazonses\.com\b/, 'Amazon SES'),
  txt(/^v=spf1\b.*\binclude:spf\.mtasv\.net\b/, 'Postmark'),
  txt(/^v=spf1\b.*\binclude:_spf\.createsend\.com\b/, 'Campaign Monitor'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*freshdesk\.com\b/, 'Freshdesk'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*zoho\.(com|eu|in)\b/, 'Zoho Mail'),
  txt(/^v=spf1\b.*\binclude:_spf\.protonmail\.ch\b/, 'Proton Mail'),
  txt(/^v=spf1\b.*\binclude:spf\.messagingengine\.com\b/, 'Fastmail'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*mimecast\.com\b/, 'Mimecast'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*pphosted\.com\b/, 'Proofpoint'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*mktomail\.com\b/, 'Marketo'),
  txt(/^v=spf1\b.*\binclude:[\w.-]*intercom\.io\b/, 'Intercom'),
  // Domain-verification tokens. google-site-verification is Search Console, not Workspace.
  txt(/^ms=ms\d+/, 'Microsoft 365'),
  txt(/^google-site-verification=/, 'Google Search Console'),
  txt(/^(hubspot-developer-verification|hs-site-verification)=/, 'HubSpot'),
  txt(/^zendesk(verification)?=/, 'Zendesk'),
  txt(/^stripe-verification=/, 'Stripe'),
  txt(/^atlassian-domain-verification=/, 'Atlassian'),
  txt(/^mandrill_verify\./, 'Mailchimp'),
  txt(/^amazonses:/, 'Amazon SES'),
  txt(/^facebook-domain-verification=/, 'Meta'),
  txt(/^docusign=/, 'DocuSign'),
  txt(/^apple-domain-verification=/, 'Apple'),
  txt(/^adobe-idp-site-verification=/, 'Adobe'),
  txt(/^slack-domain-verification=/, 'Slack'),
  txt(/^zoom_verify_/, 'Zoom'),
  txt(/^dropbox-domain-verification=/, 'Dropbox'),
  txt(/^miro-verification=/, 'Miro'),
  txt(/^onetrust-domain-verification=/, 'OneTrust'),
  txt(/^openai-domain-verification=/, 'OpenAI'),
  txt(/^cisco-ci-domain-verification=/, 'Webex'),
  txt(/^protonmail-verification=/, 'Proton Mail'),
  txt(/^zoho-verification=/, 'Zoho Mail'),
];
