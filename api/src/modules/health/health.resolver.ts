import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { checkHealth } from './health.service.js';

@ObjectType('Health')
class HealthType {
  @Field(() => String)
  status!: string;

  @Field(() => String)
  database!: string;
}

@Resolver()
export class HealthResolver {
  @Query(() => HealthType, { description: 'Whether the API can reach its database.' })
  health(@Ctx() { em }: GraphQLContext): Promise<HealthType> {
    return checkHealth(em);
  }
}
