import { MetadataStorage } from '@mikro-orm/core';

// MikroORM keeps discovered entity metadata in a process-wide store. Under Jest each test file has its own
// realm, and metadata cloned from another file's realm loses its Maps (mikro-orm/mikro-orm#3783): start clean.
MetadataStorage.clear();
