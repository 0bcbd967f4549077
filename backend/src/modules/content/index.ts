export { ContentModule } from './content.module';
export { ARTICLES, articleBySlug, articleForState, articleText } from './articles/articles';
export type { Article, ArticleSection } from './articles/articles';
export { STATE_FACTS } from './articles/state-facts';
