// Text written for machines: instructions to "ignore previous instructions", notes addressed to
// AI assistants reading the page, fake system messages, requests to score the lead, or text that
// tells the reader what to conclude about this lead. Pages and profiles are data; such text is
// quarantined wherever it is (visible text, meta, structured data, alt text, comments), in any of
// the languages company sites use: nothing in it is a fact, nothing is repeated in the analysis.
// The patterns are narrow on purpose: a product that "uses AI to read invoices" is not an
// instruction, "Our AI assistant drafts replies" is not addressed to one.

/** Words for a machine reader, in English, German, French, Spanish, Dutch, Swedish, Italian. */
const MACHINE =
  "(?:ai|a\\.i\\.|ki|ia|llms?|gpts?|chatgpt|claude|gemini|copilot|language models?|large language models?|ai[- ]assistants?|ai[- ]agents?|ai[- ]models?|ki-assistent(?:en)?|ki-modell(?:e)?|sprachmodell(?:e)?|assistants? (?:ia|d[’']ia)|agents? (?:ia|d[’']ia)|modèles? de langage|asistentes? (?:de )?ia|agentes? (?:de )?ia|modelos? de lenguaje|assistenti? (?:ia|virtuali)|taalmodel(?:len)?|ai-assistent(?:en)?|chatbots?|crawlers?|scrapers?|automated (?:researchers?|readers?|systems?|agents?|tools?))";

const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.!?]{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|your|the|these|other)\b[^.!?]{0,25}\b(?:instructions?|prompts?|directions|guidance|rules|guidelines)\b/i,
  /\b(?:new|updated|additional|hidden|secret) instructions? (?:for|to)\b/i,
  /(?:^|[\s>"'([])(?:system|developer|assistant)\s*(?:prompt\b|message\b|:)/i,
  // Addressed to a machine: "AI assistant: …", "Hey AI,", "Note to AI", "To any LLM reading this".
  new RegExp(
    `(?:^|[.!?>"'(\\[*]\\s*)(?:attention |note |important )?${MACHINE}\\s*:\\s`,
    'iu',
  ),
  new RegExp(`\\b(?:hey|dear|hello|hi|attention)\\s+${MACHINE}\\s*[,:!]`, 'iu'),
  new RegExp(
    `\\b${MACHINE}\\b[^.!?]{0,60}\\b(?:reading|processing|summari[sz]ing|visiting|scraping|analy[sz]ing|researching|enriching) (?:this|these|our) (?:page|site|website|text|content|profile|document|company|lead)\\b`,
    'iu',
  ),
  new RegExp(
    `\\b(?:note|message|attention|instructions?|dear|to any|to all|for any|for all) (?:to|for)? ?(?:all |any )?${MACHINE}\\b`,
    'iu',
  ),
  /\bif you are an? (?:ai|llm|language model|assistant|chatbot|bot|crawler|agent|model)\b/i,
  /\byou are (?:now )?(?:an?|the) (?:ai|llm|language model|assistant|chatbot)\b/i,
  /\b(?:score|rate|rank|grade|classify|mark|flag|qualify|prioriti[sz]e) (?:this|the) (?:lead|prospect|contact|visitor|signup|account)\b/i,
  /\b(?:this|the) (?:lead|prospect|signup) (?:scores?|is scored|rates?|is (?:a |an )?(?:hot|qualified|high[- ]priority|perfect|ideal|must))\b/i,
  /\b(?:tell|inform|convince|assure) (?:the|your) (?:sales|marketing|revenue|user|reader|team)\b/i,
  // Telling the reader what to conclude: "when summarising this company, say …", "describe us as".
  /\b(?:when|if) (?:summari[sz]ing|describing|researching|enriching|profiling|scoring) (?:this|our|the) (?:company|page|site|lead|business|profile)\b/i,
  /\b(?:describe|report|record|list|treat|classify|categori[sz]e) (?:this company|this business|this lead|this person|this prospect|this contact) as\b/i,
  new RegExp(
    `\\b${MACHINE} (?:must|should|shall) (?:state|say|report|record|conclude|write|answer|output)\\b`,
    'iu',
  ),
  // German, French, Spanish, Dutch, Swedish: "ignore the previous instructions", "if you are an AI".
  /\b(?:ignorier(?:e|en)?|vergiss|missachte)\b[^.!?]{0,40}\b(?:anweisungen|vorgaben|instruktionen|regeln)\b/iu,
  /\b(?:ignore[rz]?|oublie[rz]?)\b[^.!?]{0,40}\b(?:instructions|consignes|règles)\b/iu,
  /\b(?:ignora|ignore|olvida)\b[^.!?]{0,40}\b(?:instrucciones|indicaciones|reglas)\b/iu,
  /\b(?:negeer|vergeet)\b[^.!?]{0,40}\b(?:instructies|aanwijzingen|regels)\b/iu,
  /\b(?:ignorera|glöm)\b[^.!?]{0,40}\b(?:instruktioner|anvisningar|regler)\b/iu,
  /\b(?:ignora|dimentica)\b[^.!?]{0,40}\b(?:istruzioni|indicazioni|regole)\b/iu,
  /\b(?:ignore|esqueça|desconsidere)\b[^.!?]{0,40}\b(?:instruções|orientações|regras)\b/iu,
  /\bse (?:sei|você é|voce e|es) (?:un['’ ]?|uma? )?(?:ia|ai|assistente|modello|modelo|agente|bot)\b/iu,
  /\bals (?:je|u) (?:een )?(?:ai|ki|assistent|taalmodel|bot|agent) (?:bent|is)\b/iu,
  /\b(?:wenn|falls) (?:du|sie) (?:eine? )?(?:ki|ai|sprachmodell|assistent|bot|agent)\b/iu,
  /\bsi (?:vous êtes|tu es) (?:une? )?(?:ia|ai|assistant|modèle|agent|robot)\b/iu,
  /\bsi (?:eres|usted es) (?:una? )?(?:ia|ai|asistente|modelo|agente|bot)\b/iu,
  /\b(?:hinweis|nachricht|anweisung(?:en)?) (?:an|für) (?:die |alle )?(?:ki|ai|sprachmodelle?|assistenten|agenten)\b/iu,
  /\b(?:note|message|consigne) (?:aux|pour les|à l[’']) ?(?:ia|ai|assistants?|agents?|modèles?)\b/iu,
  /\b(?:nota|mensaje|instrucciones?) (?:para|a) (?:la |las |los )?(?:ia|ai|asistentes?|agentes?|modelos?)\b/iu,
  /\b(?:bewerte|stufe)\b[^.!?]{0,30}\b(?:diesen|den) (?:lead|kontakt|interessenten)\b/iu,
  /<\|?(?:im_start|im_end|system|endoftext)\|?>|\[\/?(?:INST|SYS)\]/i,
];

export function looksLikeInstructions(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(text));
}
