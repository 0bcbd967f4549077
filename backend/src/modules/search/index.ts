export { SearchModule } from './search.module';
export { DirectoryModule } from './directory.module';
export { Directory, type CourtView, type LawFirmView, type PlaintiffView } from './directory.service';
export { Court, Plaintiff } from './entities';
