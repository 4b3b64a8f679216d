import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { UsersResolver } from '../modules/auth/users.resolver.js';
import { CleaningResolver } from '../modules/cleaning/cleaning.resolver.js';
import { LocationsResolver } from '../modules/companies/locations.resolver.js';
import { ComplianceResolver } from '../modules/compliance/compliance.resolver.js';
import { CorrectiveActionsResolver } from '../modules/corrective-actions/corrective-actions.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { DigitalFormsResolver } from '../modules/forms/forms.resolver.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { ManualsResolver } from '../modules/manuals/manuals.resolver.js';
import { EquipmentFieldsResolver } from '../modules/temperature/equipment-fields.resolver.js';
import type { ReadingEvents } from '../modules/temperature/reading-events.js';
import { ReadingFieldsResolver } from '../modules/temperature/reading-fields.resolver.js';
import { TemperatureResolver } from '../modules/temperature/temperature.resolver.js';
import { TrainingResolver } from '../modules/training/training.resolver.js';
import { inProcessReadingEvents } from './pubsub.js';

export const resolvers = [
  HealthResolver,
  AuthResolver,
  LocationsResolver,
  TemperatureResolver,
  EquipmentFieldsResolver,
  ReadingFieldsResolver,
  DashboardResolver,
  CleaningResolver,
  TrainingResolver,
  ManualsResolver,
  CorrectiveActionsResolver,
  UsersResolver,
  ComplianceResolver,
  DigitalFormsResolver,
] as const;

/** type-graphql wants a PubSub; ours is the server's ReadingEvents (resolvers subscribe through it). */
function pubSubOver(events: ReadingEvents): PubSub {
  return {
    publish: () => {
      throw new Error('Publish through ReadingEvents, after commit');
    },
    subscribe: (_topic, locationId) => events.subscribe(Number(locationId)),
  };
}

export function buildAppSchema(events: ReadingEvents = inProcessReadingEvents()): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub: pubSubOver(events),
    // The same class-validator rules the REST facade applies to the same input classes.
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  });
}
