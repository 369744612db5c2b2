// Polish and Russian decline a place after "in": "z siedzibą w Krakowie", "штаб-квартира в
// Москве". The record gives a place as it is named (Kraków, Москва), so a declined form is turned
// back only where the declension is known for certain; any other declined form gives no place
// rather than a misspelt one. Places written in their own form pass unchanged.

/** Locative / prepositional forms of the cities company sites most often name, and their names. */
const DECLINED: Readonly<Record<string, string>> = {
  // pl
  Warszawie: 'Warszawa',
  Krakowie: 'Kraków',
  Wrocławiu: 'Wrocław',
  Poznaniu: 'Poznań',
  Gdańsku: 'Gdańsk',
  Gdyni: 'Gdynia',
  Sopocie: 'Sopot',
  Łodzi: 'Łódź',
  Katowicach: 'Katowice',
  Lublinie: 'Lublin',
  Szczecinie: 'Szczecin',
  Bydgoszczy: 'Bydgoszcz',
  Białymstoku: 'Białystok',
  Rzeszowie: 'Rzeszów',
  Toruniu: 'Toruń',
  Gliwicach: 'Gliwice',
  Olsztynie: 'Olsztyn',
  Kielcach: 'Kielce',
  Opolu: 'Opole',
  // ru
  Москве: 'Москва',
  'Санкт-Петербурге': 'Санкт-Петербург',
  Петербурге: 'Санкт-Петербург',
  Новосибирске: 'Новосибирск',
  Екатеринбурге: 'Екатеринбург',
  Казани: 'Казань',
  'Нижнем Новгороде': 'Нижний Новгород',
  Самаре: 'Самара',
  Перми: 'Пермь',
  Ростове: 'Ростов',
  'Ростове-на-Дону': 'Ростов-на-Дону',
  Краснодаре: 'Краснодар',
  Воронеже: 'Воронеж',
  Уфе: 'Уфа',
  Томске: 'Томск',
  Иннополисе: 'Иннополис',
  Минске: 'Минск',
  Алматы: 'Алматы',
  Сочи: 'Сочи',
};

/**
 * `place` as the record names it, or undefined when it is declined in a way we cannot undo
 * (`declined`: it follows a Polish or Russian preposition).
 */
export function nominativePlace(
  place: string,
  declined: boolean,
): string | undefined {
  const known = DECLINED[place];
  if (known) return known;
  return declined ? undefined : place;
}
