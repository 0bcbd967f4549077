import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { RowIdPipe } from '../../core/http/row-id.pipe';
import { Valid } from '../../core/http/zod-validation.pipe';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { NoErrors } from '@parley/domain/contracts/api/common';
import { UpdatePhoneNumber, UpdateStepResponse, WalkthroughView } from './dto/walkthrough.dto';
import { DOCUMENT_NOT_FOUND, WalkthroughService } from './walkthrough.service';

const documentId = new RowIdPipe(DOCUMENT_NOT_FOUND);

/**
 * The walkthrough calls (docs/api/walkthrough.md). Consumers only (collectors 403); another
 * consumer's document is 404 like a missing one.
 */
@Controller('api_controller')
@Consumer()
export class WalkthroughController {
  constructor(private readonly walkthrough: WalkthroughService) {}

  @Get('get_extracted_walk_through_step_responses/:id')
  @Answers(WalkthroughView)
  view(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number) {
    return this.walkthrough.view(me, id);
  }

  @Post('update_walk_through_step_response/:id')
  @Answers(NoErrors)
  @HttpCode(200)
  async update(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(UpdateStepResponse)) body: UpdateStepResponse,
  ) {
    await this.walkthrough.update(me, id, body);
    return { errors: [] };
  }

  @Post('update_phone_number/:id')
  @Answers(NoErrors)
  @HttpCode(200)
  async updatePhone(
    @CurrentUser() me: SessionUser,
    @Param('id', documentId) id: number,
    @Body(Valid(UpdatePhoneNumber)) body: UpdatePhoneNumber,
  ) {
    await this.walkthrough.updatePhone(me, id, body);
    return { errors: [] };
  }
}

/** The consumer's answer to the summons (end of the debt answer walkthrough). */
@Controller('api/debt_answers')
@Consumer()
export class DebtAnswerDownloadController {
  constructor(private readonly walkthrough: WalkthroughService) {}

  @Get(':id/answer_to_summons.pdf')
  @AnswersFile('application/pdf', 'The answer to the summons, as an attachment.')
  async answer(@CurrentUser() me: SessionUser, @Param('id', documentId) id: number, @Res() res: Response) {
    const file = await this.walkthrough.answerPdf(me, id);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.bytes);
  }
}
