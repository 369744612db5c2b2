// Text written for machines: instructions to "ignore previous instructions", notes addressed to
// AI assistants reading the page, fake system messages, requests to score the lead. Pages and
// profiles are data; such text is never a fact and never repeated in the analysis. The patterns
// are narrow on purpose: a product that "uses AI to read invoices" is not an instruction.
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.!?]{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|your|the|these|other)\b[^.!?]{0,25}\b(?:instructions?|prompts?|directions|guidance|rules|guidelines)\b/i,
  /\b(?:new|updated|additional|hidden|secret) instructions? (?:for|to)\b/i,
  /(?:^|[\s>"'([])(?:system|developer|assistant)\s*(?:prompt\b|message\b|:)/i,
  /\b(?:ai|llms?|gpts?|chatgpt|claude|gemini|language models?|ai assistants?|chatbots?|bots?|crawlers?|scrapers?|agents?|automated (?:researchers?|readers?|systems?|agents?|tools?))\b[^.!?]{0,60}\b(?:reading|processing|summari[sz]ing|visiting|scraping|analy[sz]ing) this (?:page|site|website|text|content|profile|document)\b/i,
  /\b(?:note|message|attention|instructions?|dear) (?:to|for)? ?(?:all )?(?:ai|llms?|language models?|ai assistants?|chatbots?|crawlers?)\b/i,
  /\bif you are an? (?:ai|llm|language model|assistant|chatbot|bot|crawler)\b/i,
  /\byou are (?:now )?(?:an?|the) (?:ai|llm|language model|assistant|chatbot)\b/i,
  /\b(?:score|rate|rank|grade|classify|mark) (?:this|the) (?:lead|prospect|contact|visitor|signup)\b/i,
  /\b(?:this|the) (?:lead|prospect) (?:scores?|is scored|rates?)\b/i,
  /\b(?:tell|inform|convince) (?:the|your) (?:sales|marketing|revenue) team\b/i,
  /<\|?(?:im_start|im_end|system|endoftext)\|?>|\[\/?(?:INST|SYS)\]/i,
];

export function looksLikeInstructions(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(text));
}
