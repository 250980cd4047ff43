// The marketing layout and the home page: one chunk, loaded on the first visit to the site.
export { MarketingLayout } from '../components/marketing-layout';
export { HomePage } from '../features/marketing/routes/home-page';
