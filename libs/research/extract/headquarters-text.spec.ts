import { headquartersStated } from './headquarters-text.js';

const places = (block: string) => headquartersStated(block).map((s) => s.value);

describe('headquartersStated: the seat stated as the seat, in every language we read', () => {
  it.each([
    ['en', 'We are based in Leeds.', 'Leeds'],
    ['en', 'Acme is headquartered in Lyon, France.', 'Lyon, France'],
    ['en', 'Headquarters: Austin, Texas', 'Austin, Texas'],
    ['en', 'Northwind is a Lisbon-based design studio.', 'Lisbon'],
    ['en', 'Quarry Lane is a software studio based in Sheffield.', 'Sheffield'],
    ['de', 'Wir haben unseren Sitz in Leipzig.', 'Leipzig'],
    ['de', 'Die Firma ist ansässig in Bremen.', 'Bremen'],
    ['de', 'Sitz der Gesellschaft: Köln', 'Köln'],
    ['fr', 'Notre siège est à Nantes.', 'Nantes'],
    ['fr', 'Nous sommes basés à Bordeaux.', 'Bordeaux'],
    ['es', 'Somos una empresa con sede en Valencia.', 'Valencia'],
    ['pt', 'Somos uma empresa sediada em Braga.', 'Braga'],
    ['pt', 'A nossa sede fica em Coimbra.', 'Coimbra'],
    ['it', 'La nostra sede è a Torino.', 'Torino'],
    ['it', 'Siamo una società con sede a Bologna.', 'Bologna'],
    ['nl', 'Ons hoofdkantoor is gevestigd in Utrecht.', 'Utrecht'],
    ['nl', 'Wij zijn gevestigd te Eindhoven.', 'Eindhoven'],
    ['pl', 'Nasza firma z siedzibą w Krakowie.', 'Kraków'],
    ['pl', 'Siedziba: Gdańsk', 'Gdańsk'],
    ['sv', 'Vårt huvudkontor ligger i Malmö.', 'Malmö'],
    ['sv', 'Vi är baserade i Göteborg.', 'Göteborg'],
    ['ru', 'Штаб-квартира компании находится в Москве.', 'Москва'],
    ['ru', 'Мы базируемся в Новосибирске.', 'Новосибирск'],
    ['ja', '本社は東京都渋谷区にあります。', '東京'],
    ['zh', '我们的总部位于上海市浦东新区。', '上海'],
    ['zh', '公司总部设在深圳。', '深圳'],
    ['zh', '我们的总部设在成都。', '成都'],
  ])('%s: %j -> %s', (_lang, block, place) => {
    expect(places(block)).toEqual([place]);
  });

  it.each([
    // a list of places names offices, not the seat
    'Our team is based in London, Paris and Berlin.',
    'We are based in London and Lisbon.',
    'Мы базируемся в Москве и Казани.',
    // a declined place we cannot give back in its own form is no place (not a misspelt one)
    'Siedziba firmy znajduje się w Pcimiu.',
    // no capitalised place after the cue
    'headquartered in the heart of the city',
  ])('%j -> none', (block) => {
    expect(places(block)).toEqual([]);
  });
});
