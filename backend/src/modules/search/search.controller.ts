import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { Directory } from './directory.service';
import { CourtSearchQuery, SaveCourt, SaveLawFirm, SavePlaintiff, SearchQuery } from './dto/search.dto';
import { parseState, type Parsed } from './search-query';
import { DOCUMENT_NOT_FOUND, SearchSaves } from './search.service';
import { Answers } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { CourtSaved, CourtSearchAnswer, JurisdictionsAnswer, LawFirmSaved, NameSearchAnswer, PlaintiffSaved } from '@parley/domain/contracts/api/search';

const documentId = new RowIdPipe(DOCUMENT_NOT_FOUND);

function must<T>(p: Parsed<T>): T {
  if (!p.ok) throw new UnprocessableEntityException({ error: p.error, errors: [p.error] });
  return p.value;
}

/** GET court, law firm and plaintiff searches. Signed-in consumers only (collectors 403). */
@Controller('api')
@Consumer()
export class SearchController {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: Directory,
  ) {}

  @Get('courts/search')
  @Answers(CourtSearchAnswer)
  async courts(@Query(Valid(CourtSearchQuery)) q: CourtSearchQuery) {
    const st = must(parseState(q.state, this.directory.courtStates()));
    return { results: await this.directory.searchCourts(this.em, q.query, st) };
  }

  @Get('law_firms/search')
  @Answers(NameSearchAnswer)
  async lawFirms(@Query(Valid(SearchQuery)) q: SearchQuery) {
    return { results: await this.directory.searchLawFirms(this.em, q.query) };
  }

  @Get('plaintiffs/search')
  @Answers(NameSearchAnswer)
  async plaintiffs(@Query(Valid(SearchQuery)) q: SearchQuery) {
    return { results: await this.directory.searchPlaintiffs(this.em, q.query) };
  }
}

/** The walkthrough's save calls for the search inputs, and the supported jurisdictions. */
@Controller('api_controller')
@Consumer()
export class SearchSavesController {
  constructor(
    private readonly saves: SearchSaves,
    private readonly directory: Directory,
  ) {}

  /** The states whose answer to a summons Parley can prepare: every state the court list covers (50 and DC). */
  @Get('get_supported_jurisdictions')
  @Answers(JurisdictionsAnswer)
  jurisdictions() {
    return { supported_jurisdictions: [...this.directory.courtStates()].sort() };
  }

  @Post('save_court/:id')
  @Answers(CourtSaved)
  @HttpCode(200)
  async saveCourt(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Body(Valid(SaveCourt)) body: SaveCourt) {
    return { success: true, court: await this.saves.saveCourt(me, id, body) };
  }

  @Post('save_law_firm/:id')
  @Answers(LawFirmSaved)
  @HttpCode(200)
  async saveLawFirm(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Body(Valid(SaveLawFirm)) body: SaveLawFirm) {
    return { success: true, confirm_law_firm: await this.saves.saveLawFirm(me, id, body) };
  }

  @Post('save_plaintiff/:id')
  @Answers(PlaintiffSaved)
  @HttpCode(200)
  async savePlaintiff(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Body(Valid(SavePlaintiff)) body: SavePlaintiff) {
    return { success: true, confirm_plaintiff: await this.saves.savePlaintiff(me, id, body) };
  }

  @Delete('delete_lawyer_email/:id')
  @Answers(Success)
  @HttpCode(200)
  async deleteLawyerEmail(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number) {
    await this.saves.deleteLawyerEmail(me, id);
    return { success: true };
  }
}
