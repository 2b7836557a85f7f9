import type { RouteSpec } from '@car-rental/domain/contract/route';
import type { FastifyContextConfig } from 'fastify';

type Field<R, K extends string> = R extends { [key in K]: infer T } ? T : undefined;

interface RouteSchema<R extends RouteSpec> {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: [];
  consumes?: string[];
  params: Field<R, 'params'>;
  querystring: Field<R, 'query'>;
  body: Field<R, 'body'>;
  response: R extends { answer: infer A; status: infer S extends number }
    ? { [key in S]: A }
    : undefined;
}

/**
 * Fastify's options of a route of the table (packages/domain/src/contract): method, URL,
 * the schemas that validate the request and the answer and write the OpenAPI document.
 * Spread it into `api.route({ ...fromTable(route), handler })`: the handler is typed by
 * the route's schemas.
 */
export function fromTable<const R extends RouteSpec>(
  route: R,
  extra: { config?: FastifyContextConfig; consumes?: string[] } = {},
) {
  const schema = {
    operationId: route.operationId,
    tags: [...route.tags],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.public ? { security: [] as [] } : {}),
    ...(extra.consumes ? { consumes: extra.consumes } : {}),
    // absent schemas stay absent: Fastify warns of a schema that is present but undefined
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.answer ? { response: { [route.status]: route.answer } } : {}),
  } as RouteSchema<R>;
  return {
    method: route.method,
    url: route.path,
    config: { ...extra.config, public: route.public ?? false },
    schema,
  };
}
