export { SearchModule } from './search.module';
export { DirectoryModule } from './directory.module';
export { Directory } from './directory.service';
export { Court, Plaintiff } from './entities';
