import 'reflect-metadata';
import { Body, Controller, Delete, Get, HttpCode, Module, Param, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import { Answers, AnswersFile, AnswersNothing, AnswersRedirect, controllersOf, describeRoutes, openApiDocument, RawBody } from './api-description';
import { RowIdPipe } from './row-id.pipe';
import { Valid } from './zod-validation.pipe';

const Thing = z.object({ name: z.string().min(1, 'Please enter a name') });

const ThingAnswer = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

@Controller('api/things')
class ThingsController {
  @Post()
  @Answers(ThingAnswer)
  create(@Body(Valid(Thing)) _body: unknown) {}
  @Get(':id/file')
  @AnswersFile('text/csv', 'The thing as CSV.')
  file() {}
  @Put(':id')
  @HttpCode(204)
  @AnswersNothing('Saved.')
  put() {}
  @Delete(':id')
  @AnswersRedirect('Back to the list.', 303)
  remove() {}
  @Get(':id')
  show(@Param('id', new RowIdPipe('Not found')) _id: number, @Query(Valid(z.object({ page: z.coerce.number().int().optional() }))) _q: unknown) {}
  @Post(':slug/raw')
  @RawBody(z.object({ id: z.string() }), 'signed')
  raw() {}
}

@Controller('api/loose')
class LooseController {
  @Post()
  write(@Body() _body: unknown, @Query('sort') _sort: unknown) {}
  @Post('field')
  field(@Body('note') _note: unknown) {}
}

@Module({ controllers: [LooseController] })
class LooseModule {}

@Module({ imports: [{ module: LooseModule, controllers: [] } as never], controllers: [ThingsController] })
class RootModule {}

describe('describeRoutes', () => {
  const routes = describeRoutes(controllersOf(RootModule));
  const route = (key: string) => routes.find((r) => `${r.method} ${r.path}` === key)!;

  it('finds the controllers of imported and dynamic modules', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      ['GET /api/things/:id', 'GET /api/things/:id/file', 'PUT /api/things/:id', 'DELETE /api/things/:id', 'POST /api/loose', 'POST /api/loose/field', 'POST /api/things', 'POST /api/things/:slug/raw'].sort(),
    );
  });

  it('takes the schemas of Valid pipes and raw bodies, and knows row ids from other path parameters', () => {
    expect(route('POST /api/things').body).toBe(Thing);
    expect(route('POST /api/things').problems).toEqual([]);
    expect(route('GET /api/things/:id').params).toEqual({ id: 'row_id' });
    expect(route('GET /api/things/:id').query).toBeDefined();
    expect(route('POST /api/things/:slug/raw').params).toEqual({ slug: 'string' });
    expect(route('POST /api/things/:slug/raw').body).toBeDefined();
  });

  it('names every body and query value read without a schema', () => {
    expect(route('POST /api/loose').problems.sort()).toEqual(['body', 'query field sort']);
    expect(route('POST /api/loose/field').problems).toEqual(['body field note']);
  });

  it('writes OpenAPI 3.1 with path parameters in braces and the 422 answer where there is input', () => {
    const doc = openApiDocument(routes, { title: 't', version: '1', description: 'd' }) as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; schema: unknown }>; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const show = doc.paths['/api/things/{id}'].get;
    expect(show.parameters).toEqual(
      expect.arrayContaining([
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        expect.objectContaining({ name: 'page', in: 'query', required: false }),
      ]),
    );
    const create = doc.paths['/api/things'].post;
    expect(create.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] } } },
    });
    expect(create.responses['422']).toBeDefined();
  });

  it('describes what each route answers on success: a JSON schema under its status, a media type, no body, a redirect', () => {
    expect(route('GET /api/things/:id').answer).toBeUndefined();
    expect(route('POST /api/things').status).toBe(201);
    expect(route('PUT /api/things/:id').status).toBe(204);
    const doc = openApiDocument(routes, { title: 't', version: '1', description: 'd' }) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: unknown }> }>>;
    };
    expect(doc.paths['/api/things'].post.responses['201'].content).toEqual({
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) },
            name: { type: 'string' },
            note: { type: ['string', 'null'] },
          },
          required: ['id', 'name', 'note'],
          additionalProperties: false,
        },
      },
    });
    expect(doc.paths['/api/things/{id}/file'].get.responses['200'].content).toEqual({
      'text/csv': { schema: { type: 'string', format: 'binary' } },
    });
    expect(doc.paths['/api/things/{id}'].put.responses['204']).toEqual({ description: 'Saved.' });
    expect(doc.paths['/api/things/{id}'].delete.responses['303'].headers).toBeDefined();
    expect(Object.keys(doc.paths['/api/things/{id}'].get.responses)).toContain('2XX');
  });
});
