import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';
import { ApiKeyType, CreateApiKeyInput, CreatedApiKeyType } from './api-keys.types.js';

/** Sensor gateways' API keys, for the company's administrators. */
@Resolver()
export class ApiKeysResolver {
  @Query(() => [ApiKeyType], { description: 'The company’s API keys, newest first, revoked ones included.' })
  apiKeys(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ApiKeyType[]> {
    return listApiKeys(em, viewer);
  }

  @Mutation(() => CreatedApiKeyType, { description: 'A new key for one location (locationId) or every location; its secret is answered this once.' })
  createApiKey(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
  ): Promise<CreatedApiKeyType> {
    return createApiKey(em, viewer, input);
  }

  @Mutation(() => ApiKeyType, { description: 'Stops a key at once; the key and its readings are kept.' })
  revokeApiKey(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<ApiKeyType> {
    return revokeApiKey(em, viewer, id);
  }
}
