export { BlogComment } from './blog-comment.entity';
export { NewsletterSubscription } from './newsletter-subscription.entity';
