mod thompson;
