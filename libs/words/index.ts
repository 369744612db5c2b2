// Words for people: counted nouns. Framework-free, used from src/ and libs/ alike.
export { agreeing, count, plural } from './plural.js';
