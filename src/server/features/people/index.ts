export { peopleRoutes } from './people.routes';
export { personForCode, personForSso, type SignedInPerson } from './people.service';
