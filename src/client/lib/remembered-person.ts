/**
 * The name and email this browser signs in with: asked once, remembered, changeable from the
 * sidebar. Kept in localStorage (not a cookie): only this browser's pages need it.
 */
const KEY = 'pmr.person';

export interface RememberedPerson {
  name: string;
  email: string;
}

export function rememberedPerson(): RememberedPerson {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<RememberedPerson>;
    return {
      name: typeof value.name === 'string' ? value.name : '',
      email: typeof value.email === 'string' ? value.email : '',
    };
  } catch {
    return { name: '', email: '' };
  }
}

export function rememberPerson(person: RememberedPerson): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ name: person.name.trim(), email: person.email.trim() }));
  } catch {
    // Private mode or a full storage: the gate asks again next time, nothing else is lost.
  }
}
