import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Consumer } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { ContentService } from './content.service';
import { CommentInput, CommentSchema, NEWSLETTER_THANKS, NewsletterSchema } from './dto/content.dto';
import { Answers } from '../../core/http/api-description';
import {
  ArticleAnswer,
  ArticlesAnswer,
  CommentAnswer,
  CommentsAnswer,
  NewsletterAnswer,
} from '@parley/domain/contracts/api/content';

/** Public blog (articles and comments) and the newsletter form. Reading is open; commenting needs a consumer. */
@Controller('api')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('blog/articles')
  @Answers(ArticlesAnswer)
  list() {
    return { articles: this.content.list() };
  }

  @Get('blog/articles/:slug')
  @Answers(ArticleAnswer)
  article(@Param('slug') slug: string) {
    return { article: this.content.article(slug) };
  }

  @Get('blog/articles/:slug/comments')
  @Answers(CommentsAnswer)
  async comments(@Param('slug') slug: string) {
    return { comments: await this.content.comments(slug) };
  }

  @Post('blog/articles/:slug/comments')
  @Answers(CommentAnswer)
  @Consumer()
  async comment(
    @Param('slug') slug: string,
    @Body(Valid(CommentSchema)) body: CommentInput,
    @CurrentUser() user: SessionUser,
  ) {
    return { comment: await this.content.addComment(slug, user.id, body) };
  }

  @Post('newsletter')
  @Answers(NewsletterAnswer)
  @HttpCode(200)
  async subscribe(@Body(Valid(NewsletterSchema)) body: { email: string }) {
    await this.content.subscribe(body.email);
    return { message: NEWSLETTER_THANKS };
  }
}
