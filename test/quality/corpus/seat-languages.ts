// Where the company is, stated in prose, in every language group our corpus covers: "based in",
// "headquartered in" and their equivalents. Two sites per language: a plain statement, and one
// beside a trap (a customer's seat, a list of offices, an investor's city) that is not ours.
import { formCase, formPage, type FormCase } from './form-page.js';

interface SeatCase {
  lang: string;
  domain: string;
  brand: string;
  person: [string, string];
  /** the home page's prose */
  text: string;
  seat: string;
  trap?: true;
}

const SEATS: SeatCase[] = [
  // en
  {
    lang: 'en',
    domain: 'quarrylane.test',
    brand: 'Quarry Lane',
    person: ['Owen', 'Price'],
    text: '<p>Quarry Lane is a software studio based in Sheffield.</p>',
    seat: 'Sheffield',
  },
  {
    lang: 'en',
    domain: 'tallyworks.test',
    brand: 'Tallyworks',
    person: ['Nia', 'Cole'],
    text: '<p>Our customers include Brightwave, a retailer headquartered in Dublin.</p><p>We are a Glasgow-based software company.</p>',
    seat: 'Glasgow',
    trap: true,
  },
  // de
  {
    lang: 'de',
    domain: 'feldmark-software.test',
    brand: 'Feldmark',
    person: ['Jana', 'Roth'],
    text: '<p>Feldmark entwickelt Software für Landwirte. Unser Hauptsitz ist in Kassel.</p>',
    seat: 'Kassel',
  },
  {
    lang: 'de',
    domain: 'wellenreiter-it.test',
    brand: 'Wellenreiter IT',
    person: ['Timo', 'Brandt'],
    text: '<p>Wir betreuen Kunden in Hamburg, München und Köln.</p><p>Die Wellenreiter IT GmbH hat ihren Sitz in Kiel.</p>',
    seat: 'Kiel',
    trap: true,
  },
  // fr
  {
    lang: 'fr',
    domain: 'ardoise-logiciels.test',
    brand: 'Ardoise',
    person: ['Claire', 'Morel'],
    text: '<p>Ardoise édite des logiciels de gestion pour les artisans. Notre siège social est à Rennes.</p>',
    seat: 'Rennes',
  },
  {
    lang: 'fr',
    domain: 'mistral-data.test',
    brand: 'Mistral Data',
    person: ['Hugo', 'Lefebvre'],
    text: '<p>Soutenu par Capital Alpin, un fonds basé à Genève.</p><p>Nous sommes basés à Grenoble.</p>',
    seat: 'Grenoble',
    trap: true,
  },
  // es
  {
    lang: 'es',
    domain: 'cigarra-soft.test',
    brand: 'Cigarra',
    person: ['Lucia', 'Ortega'],
    text: '<p>Cigarra es una empresa de software con sede en Zaragoza.</p>',
    seat: 'Zaragoza',
  },
  {
    lang: 'es',
    domain: 'olivar-cloud.test',
    brand: 'Olivar Cloud',
    person: ['Pablo', 'Navarro'],
    text: '<p>Trabajamos con clientes en Madrid, Sevilla y Bilbao.</p><p>Olivar Cloud tiene su sede en Córdoba.</p>',
    seat: 'Córdoba',
    trap: true,
  },
  // pt
  {
    lang: 'pt',
    domain: 'azulejo-tech.test',
    brand: 'Azulejo',
    person: ['Ines', 'Ferreira'],
    text: '<p>A Azulejo é uma empresa de software sediada em Aveiro.</p>',
    seat: 'Aveiro',
  },
  {
    lang: 'pt',
    domain: 'caravela-dados.test',
    brand: 'Caravela Dados',
    person: ['Tiago', 'Costa'],
    text: '<p>O nosso cliente Banco Atlântico tem sede em Lisboa.</p><p>A nossa sede fica em Braga.</p>',
    seat: 'Braga',
    trap: true,
  },
  // it
  {
    lang: 'it',
    domain: 'lanterna-software.test',
    brand: 'Lanterna',
    person: ['Giulia', 'Conti'],
    text: '<p>Lanterna è una società di software con sede a Bergamo.</p>',
    seat: 'Bergamo',
  },
  {
    lang: 'it',
    domain: 'vela-analytics.test',
    brand: 'Vela Analytics',
    person: ['Marco', 'Gallo'],
    text: '<p>Abbiamo uffici a Milano, Roma e Napoli.</p><p>La nostra sede legale è a Padova.</p>',
    seat: 'Padova',
    trap: true,
  },
  // nl
  {
    lang: 'nl',
    domain: 'polder-software.test',
    brand: 'Polder',
    person: ['Sanne', 'Visser'],
    text: '<p>Polder maakt planningssoftware. Ons hoofdkantoor is gevestigd in Zwolle.</p>',
    seat: 'Zwolle',
  },
  {
    lang: 'nl',
    domain: 'duinwerk.test',
    brand: 'Duinwerk',
    person: ['Bram', 'Smit'],
    text: '<p>Onze klant Havenbedrijf Noord is gevestigd in Groningen.</p><p>Wij zijn gevestigd te Leiden.</p>',
    seat: 'Leiden',
    trap: true,
  },
  // pl
  {
    lang: 'pl',
    domain: 'bursztyn-soft.test',
    brand: 'Bursztyn',
    person: ['Anna', 'Nowak'],
    text: '<p>Bursztyn to firma programistyczna z siedzibą w Krakowie.</p>',
    seat: 'Kraków',
  },
  {
    lang: 'pl',
    domain: 'wisla-dane.test',
    brand: 'Wisla Dane',
    person: ['Piotr', 'Zielinski'],
    text: '<p>Mamy biura w Warszawie i Poznaniu.</p><p>Siedziba: Gdańsk</p>',
    seat: 'Gdańsk',
    trap: true,
  },
  // sv
  {
    lang: 'sv',
    domain: 'fjallsoft.test',
    brand: 'Fjällsoft',
    person: ['Elin', 'Berg'],
    text: '<p>Fjällsoft bygger mjukvara för skogsbruk. Vårt huvudkontor ligger i Umeå.</p>',
    seat: 'Umeå',
  },
  {
    lang: 'sv',
    domain: 'skargard-data.test',
    brand: 'Skärgård Data',
    person: ['Oskar', 'Lind'],
    text: '<p>Vår kund Nordbank har huvudkontor i Stockholm.</p><p>Vi är baserade i Uppsala.</p>',
    seat: 'Uppsala',
    trap: true,
  },
  // ru
  {
    lang: 'ru',
    domain: 'sever-soft.test',
    brand: 'Север Софт',
    person: ['Ivan', 'Petrov'],
    text: '<p>Мы разрабатываем программное обеспечение. Наша штаб-квартира находится в Москве.</p>',
    seat: 'Москва',
  },
  {
    lang: 'ru',
    domain: 'taiga-data.test',
    brand: 'Тайга Дата',
    person: ['Olga', 'Smirnova'],
    text: '<p>Мы работаем с клиентами в Москве и Казани.</p><p>Штаб-квартира: Новосибирск</p>',
    seat: 'Новосибирск',
    trap: true,
  },
  // ja
  {
    lang: 'ja',
    domain: 'sakura-soft.test',
    brand: 'さくらソフト',
    person: ['Yuki', 'Tanaka'],
    text: '<p>私たちは業務ソフトウェアを開発しています。本社は大阪府大阪市にあります。</p>',
    seat: '大阪',
  },
  {
    lang: 'ja',
    domain: 'kumo-data.test',
    brand: 'クモデータ',
    person: ['Haruto', 'Sato'],
    text: '<p>お客様の株式会社ミナトは東京都に本社があります。</p><p>弊社の本社：福岡県福岡市</p>',
    seat: '福岡',
    trap: true,
  },
  // zh
  {
    lang: 'zh',
    domain: 'longmen-tech.test',
    brand: '龙门科技',
    person: ['Wei', 'Zhang'],
    text: '<p>我们开发企业软件。公司总部位于杭州市。</p>',
    seat: '杭州',
  },
  {
    lang: 'zh',
    domain: 'yunhai-data.test',
    brand: '云海数据',
    person: ['Li', 'Wang'],
    text: '<p>我们在北京、上海和广州设有办事处。</p><p>我们的总部设在成都。</p>',
    seat: '成都',
    trap: true,
  },
];

export const SEAT_LANGUAGE_CASES = SEATS.map((s) =>
  formCase({
    id: `seat-language/${s.lang}-${s.domain.split('.')[0]}`,
    kind: `seat in prose (${s.lang})`,
    about: s.trap
      ? `${s.lang}: another organisation's seat or a list of offices, then ours: ${s.seat}`
      : `${s.lang}: the seat stated plainly: ${s.seat}`,
    person: s.person,
    domain: s.domain,
    pages: {
      '/': formPage({
        lang: s.lang,
        title: `${s.brand} | Software`,
        siteName: s.brand,
        body: `<h1>${s.brand}</h1>${s.text}`,
      }),
    },
    expect: { companyName: s.brand, companyLocation: s.seat },
  } satisfies FormCase),
);
