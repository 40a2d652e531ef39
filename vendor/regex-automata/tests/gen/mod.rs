mod dense;
mod sparse;
