// tsyringe needs the Reflect metadata API before any decorated class is evaluated.
import 'reflect-metadata';
